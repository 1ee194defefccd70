import Foundation
import SnapModel

// One use of every surveyed name whose status is `modelled` or `compile-only` (the fixture
// `SurveyFixture.swift`): a name that stops compiling breaks the test target's build, and
// `SurveyFixtureTests` checks that the tags below and the fixture list the same names. Each
// line's tag names what the line uses. These functions are compiled, never run.

// The types and globals.
private func typesAndGlobals() {
  _ = (CGFloat.self, CGPoint.self, CGSize.self, CGRect.self)  // survey: CGFloat CGPoint CGSize CGRect
  _ = (UICollectionView.self, UICollectionViewFlowLayout.self, UICollectionViewLayout.self)  // survey: UICollectionView UICollectionViewFlowLayout UICollectionViewLayout
  _ = (UICollectionViewLayoutAttributes.self, UICollectionViewCell.self, UIScrollView.self, UIView.self)  // survey: UICollectionViewLayoutAttributes UICollectionViewCell UIScrollView UIView
  _ = (CGAffineTransform.self, UIEdgeInsets.self, NSCoder.self, UIColor.self, NSZone.self)  // survey: CGAffineTransform UIEdgeInsets NSCoder UIColor NSZone
  _ = ((any UICollectionViewDataSource).self, (any UICollectionViewDelegate).self, (any UIScrollViewDelegate).self)  // survey: UICollectionViewDataSource UICollectionViewDelegate UIScrollViewDelegate
  _ = ((any UICollectionViewDelegateFlowLayout).self, UICollectionViewLayoutInvalidationContext.self)  // survey: UICollectionViewDelegateFlowLayout UICollectionViewLayoutInvalidationContext
  _ = (UIScreen.self, NSLayoutConstraint.self, UIViewController.self, UIBlurEffect.self)  // survey: UIScreen NSLayoutConstraint UIViewController UIBlurEffect
  _ = (UIGestureRecognizer.self, UIPanGestureRecognizer.self, UITapGestureRecognizer.self, UILongPressGestureRecognizer.self)  // survey: UIGestureRecognizer UIPanGestureRecognizer UITapGestureRecognizer UILongPressGestureRecognizer
  _ = ((any UIGestureRecognizerDelegate).self, UIEvent.self, UIPageControl.self, NSArray.self, NSObject.self)  // survey: UIGestureRecognizerDelegate UIEvent UIPageControl NSArray NSObject
  _ = (NSCollectionLayoutGroup.self, NSCollectionLayoutItem.self, NSCollectionLayoutSection.self, NSCollectionLayoutSize.self)  // survey: NSCollectionLayoutGroup NSCollectionLayoutItem NSCollectionLayoutSection NSCollectionLayoutSize
  _ = (NSCollectionLayoutBoundarySupplementaryItem.self, (any NSCollectionLayoutEnvironment).self, NSDirectionalEdgeInsets.self)  // survey: NSCollectionLayoutBoundarySupplementaryItem NSCollectionLayoutEnvironment NSDirectionalEdgeInsets
  _ = (UICollectionViewCompositionalLayout.self, UICollectionViewCompositionalLayoutConfiguration.self, UICollectionViewController.self)  // survey: UICollectionViewCompositionalLayout UICollectionViewCompositionalLayoutConfiguration UICollectionViewController
  _ = (UICollectionViewUpdateItem.self, UIFont.self, UIImageView.self, UILabel.self, UINib.self, UIImage.self)  // survey: UICollectionViewUpdateItem UIFont UIImageView UILabel UINib UIImage
  _ = (CADisplayLink.self, CATransform3D.self, NSKeyValueObservation.self, (any NSObjectProtocol).self, UIBezierPath.self)  // survey: CADisplayLink CATransform3D NSKeyValueObservation NSObjectProtocol UIBezierPath
  _ = (CALayer.self, CAShapeLayer.self, CATransaction.self, NSIndexPath.self, NSLayoutAnchor<NSLayoutXAxisAnchor>.self)  // survey: CALayer CAShapeLayer CATransaction NSIndexPath NSLayoutAnchor
  _ = (NSNotFound, NSNotification.self, NSNull.self, UIApplication.self, UIControl.self, UIDevice.self)  // survey: NSNotFound NSNotification NSNull UIApplication UIControl UIDevice
  _ = (UIStackView.self, UIViewPropertyAnimator.self, UIVisualEffectView.self, UIWindow.self)  // survey: UIStackView UIViewPropertyAnimator UIVisualEffectView UIWindow
  _ = UIEdgeInsetsMake(1, 2, 3, 4)  // survey: UIEdgeInsetsMake
  _ = (UIScreen.main, UIDevice.current, UIApplication.shared)  // survey: UIScreen.main UIDevice.current UIApplication.shared
  _ = (UICollectionViewLayout.layoutAttributesClass, UICollectionViewLayout.invalidationContextClass)  // survey: UICollectionViewLayout.layoutAttributesClass UICollectionViewLayout.invalidationContextClass
  _ = (UIControl.ContentHorizontalAlignment.self, UIScrollView.ContentInsetAdjustmentBehavior.self, UIScrollView.DecelerationRate.self)  // survey: UIControl.ContentHorizontalAlignment UIScrollView.ContentInsetAdjustmentBehavior UIScrollView.DecelerationRate
  _ = (UICollectionView.ElementCategory.self, UIView.KeyframeAnimationOptions.self, UICollectionView.ScrollPosition.self)  // survey: UICollectionView.ElementCategory UIView.KeyframeAnimationOptions UICollectionView.ScrollPosition
  _ = (UIGestureRecognizer.State.self, UIBlurEffect.Style.self, NSNotification.Name.self)  // survey: UIGestureRecognizer.State UIBlurEffect.Style NSNotification.Name
  _ = CACurrentMediaTime()  // survey: CACurrentMediaTime
  let t = CATransform3DIdentity  // survey: CATransform3DIdentity
  _ = CATransform3DRotate(CATransform3DScale(CATransform3DTranslate(t, 1, 2, 3), 2, 2, 1), 0.5, 0, 1, 0)  // survey: CATransform3DRotate CATransform3DScale CATransform3DTranslate
  _ = (CATransform3DMakeScale(1, 1, 1), CATransform3DMakeTranslation(1, 0, 0))  // survey: CATransform3DMakeScale CATransform3DMakeTranslation
  _ = CATransform3DMakeAffineTransform(.identity)  // survey: CATransform3DMakeAffineTransform
}

// Core Graphics and the Foundation overlay.
private func geometry(_ rect: CGRect, _ size: CGSize, _ transform: CGAffineTransform, _ t3: CATransform3D) {
  _ = (CGPoint.zero.x, CGPoint.zero.y, size.width, size.height)  // survey: CGPoint.zero CGPoint.x CGPoint.y CGSize.width CGSize.height
  _ = (rect.origin, rect.size, rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY)  // survey: CGRect.origin CGRect.size CGRect.minX CGRect.midX CGRect.maxX CGRect.minY CGRect.midY CGRect.maxY
  _ = (rect.insetBy(dx: 1, dy: 1), rect.intersection(rect), rect.intersects(rect), rect.isInfinite)  // survey: CGRect.insetBy(dx:dy:) CGRect.intersection(_:) CGRect.intersects(_:) CGRect.isInfinite
  _ = (rect.inset(by: .zero), rect.applying(transform), size.equalTo(size))  // survey: CGRect.inset(by:) CGRect.applying(_:) CGSize.equalTo(_:)
  _ = (transform.a, transform.d, transform.tx, transform.ty, CGAffineTransform.identity)  // survey: CGAffineTransform.a CGAffineTransform.d CGAffineTransform.tx CGAffineTransform.ty CGAffineTransform.identity
  _ = transform.scaledBy(x: 2, y: 2).translatedBy(x: 1, y: 1).rotated(by: 0.1).concatenating(transform)  // survey: CGAffineTransform.scaledBy(x:y:) CGAffineTransform.translatedBy(x:y:) CGAffineTransform.rotated(by:) CGAffineTransform.concatenating(_:)
  _ = t3.m34  // survey: CATransform3D.m34
  var path = IndexPath(item: 0, section: 0)
  path.row = path.item + path.section  // survey: IndexPath.row IndexPath.item IndexPath.section
  _ = (UIEdgeInsets.zero.top, UIEdgeInsets.zero.left, UIEdgeInsets.zero.bottom, UIEdgeInsets.zero.right)  // survey: UIEdgeInsets.top UIEdgeInsets.left UIEdgeInsets.bottom UIEdgeInsets.right
}

// Views, layers and controls.
private func views(_ view: UIView, _ other: UIView, _ layer: CALayer, _ shape: CAShapeLayer, _ color: UIColor) {
  _ = (view.frame, view.bounds, view.center, view.superview, view.subviews, view.layer, view.window)  // survey: UIView.frame UIView.bounds UIView.center UIView.superview UIView.subviews UIView.layer UIView.window
  view.addSubview(other)  // survey: UIView.addSubview(_:)
  view.insertSubview(other, at: 0)  // survey: UIView.insertSubview(_:at:)
  other.removeFromSuperview()  // survey: UIView.removeFromSuperview()
  view.layoutSubviews()  // survey: UIView.layoutSubviews()
  view.layoutIfNeeded()  // survey: UIView.layoutIfNeeded()
  view.setNeedsLayout()  // survey: UIView.setNeedsLayout()
  view.awakeFromNib()  // survey: UIView.awakeFromNib()
  view.didMoveToSuperview()  // survey: UIView.didMoveToSuperview()
  view.prepareForInterfaceBuilder()  // survey: UIView.prepareForInterfaceBuilder()
  view.endEditing(true)  // survey: UIView.endEditing(_:)
  view.backgroundColor = color  // survey: UIView.backgroundColor
  view.isHidden = view.isUserInteractionEnabled && view.clipsToBounds  // survey: UIView.isHidden UIView.isUserInteractionEnabled UIView.clipsToBounds
  view.translatesAutoresizingMaskIntoConstraints = false  // survey: UIView.translatesAutoresizingMaskIntoConstraints
  view.layoutMargins = .zero  // survey: UIView.layoutMargins
  _ = view.convert(CGPoint.zero, to: other)  // survey: UIView.convert(_:to:)
  _ = view.hitTest(.zero, with: nil)  // survey: UIView.hitTest(_:with:)
  _ = view.snapshotView(afterScreenUpdates: false)  // survey: UIView.snapshotView(afterScreenUpdates:)
  _ = view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero)  // survey: UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)
  _ = (view.topAnchor, view.bottomAnchor, view.leadingAnchor, view.trailingAnchor, view.leftAnchor, view.rightAnchor)  // survey: UIView.topAnchor UIView.bottomAnchor UIView.leadingAnchor UIView.trailingAnchor UIView.leftAnchor UIView.rightAnchor
  _ = (view.widthAnchor, view.heightAnchor, view.centerYAnchor, view.constraints)  // survey: UIView.widthAnchor UIView.heightAnchor UIView.centerYAnchor UIView.constraints
  let constraint = view.topAnchor.constraint(equalTo: other.topAnchor, constant: 8)  // survey: NSLayoutAnchor.constraint(equalTo:constant:)
  NSLayoutConstraint.activate([constraint])  // survey: NSLayoutConstraint.activate(_:)
  view.addConstraints([constraint])  // survey: UIView.addConstraints(_:)
  constraint.constant = constraint.multiplier  // survey: NSLayoutConstraint.constant NSLayoutConstraint.multiplier
  constraint.isActive = constraint.identifier == nil  // survey: NSLayoutConstraint.isActive NSLayoutConstraint.identifier
  _ = NSLayoutConstraint(
    item: view, attribute: .centerX, relatedBy: .equal, toItem: other, attribute: .centerY, multiplier: 1, constant: 0)  // survey: NSLayoutConstraint.Attribute.centerX NSLayoutConstraint.Relation.equal NSLayoutConstraint.Attribute.centerY
  _ = (NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.trailing)  // survey: NSLayoutConstraint.Attribute.leading NSLayoutConstraint.Attribute.trailing
  layer.cornerRadius = layer.shadowRadius + layer.borderWidth + layer.zPosition + layer.rasterizationScale  // survey: CALayer.cornerRadius CALayer.shadowRadius CALayer.borderWidth CALayer.zPosition CALayer.rasterizationScale
  layer.shadowColor = color.withAlphaComponent(0.5).cgColor  // survey: CALayer.shadowColor UIColor.withAlphaComponent(_:) UIColor.cgColor
  layer.shadowOpacity = layer.opacity  // survey: CALayer.shadowOpacity CALayer.opacity
  layer.shadowOffset = .zero  // survey: CALayer.shadowOffset
  layer.masksToBounds = layer.shouldRasterize || layer.isDoubleSided  // survey: CALayer.masksToBounds CALayer.shouldRasterize CALayer.isDoubleSided
  layer.position = layer.anchorPoint  // survey: CALayer.position CALayer.anchorPoint
  layer.contents = nil  // survey: CALayer.contents
  layer.mask = shape  // survey: CALayer.mask
  layer.shadowPath = UIBezierPath(rect: .zero).cgPath  // survey: CALayer.shadowPath UIBezierPath.cgPath
  layer.addSublayer(shape)  // survey: CALayer.addSublayer(_:)
  shape.removeFromSuperlayer()  // survey: CALayer.removeFromSuperlayer()
  layer.layoutSublayers()  // survey: CALayer.layoutSublayers()
  layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")  // survey: CALayer.add(_:forKey:)
  _ = layer.animationKeys()  // survey: CALayer.animationKeys()
  shape.path = nil  // survey: CAShapeLayer.path
  shape.fillColor = shape.strokeColor  // survey: CAShapeLayer.fillColor CAShapeLayer.strokeColor
  _ = CAMediaTimingFunction(name: .easeIn).functionName == .easeOut || CAAnimation().duration > 0  // survey: CAMediaTimingFunctionName.easeIn CAMediaTimingFunctionName.easeOut CAAnimation.duration
  _ = CAMediaTimingFunctionName.linear  // survey: CAMediaTimingFunctionName.linear
  CATransaction.begin()  // survey: CATransaction.begin()
  CATransaction.setDisableActions(true)  // survey: CATransaction.setDisableActions(_:)
  _ = CATransaction.animationDuration()  // survey: CATransaction.animationDuration()
  CATransaction.commit()  // survey: CATransaction.commit()
  _ = (UIColor.clear, UIColor.black, UIColor.white, UIColor.red, UIColor.green, UIColor.blue, UIColor.gray)  // survey: UIColor.clear UIColor.black UIColor.white UIColor.red UIColor.green UIColor.blue UIColor.gray
  _ = (UIColor.cyan, UIColor.yellow, UIColor.magenta, UIColor.orange, UIColor.purple, UIColor.brown)  // survey: UIColor.cyan UIColor.yellow UIColor.magenta UIColor.orange UIColor.purple UIColor.brown
  let label = UILabel(frame: .zero)
  label.font = .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)  // survey: UILabel.font UIFont.boldSystemFont(ofSize:) UIFont.preferredFont(forTextStyle:) UIFont.pointSize
  label.text = nil  // survey: UILabel.text
  label.textColor = color  // survey: UILabel.textColor
  label.textAlignment = .center  // survey: UILabel.textAlignment
  let control = UIControl(frame: .zero)
  control.isEnabled = control.contentHorizontalAlignment == .center  // survey: UIControl.isEnabled UIControl.contentHorizontalAlignment
  _ = (UIControl.State.normal, UIControl.State.selected)  // survey: UIControl.State.normal UIControl.State.selected
  let page = UIPageControl(frame: .zero)
  page.numberOfPages = page.currentPage  // survey: UIPageControl.numberOfPages UIPageControl.currentPage
  page.hidesForSinglePage = true  // survey: UIPageControl.hidesForSinglePage
  let stack = UIStackView(arrangedSubviews: [])
  stack.addArrangedSubview(label)  // survey: UIStackView.addArrangedSubview(_:)
  stack.axis = .vertical  // survey: UIStackView.axis
  stack.spacing = 8  // survey: UIStackView.spacing
  stack.distribution = .fill  // survey: UIStackView.Distribution.fill
  let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))  // survey: UIBlurEffect.Style.light
  blur.effect = nil  // survey: UIVisualEffectView.effect
  _ = UIApplication.shared.keyWindow  // survey: UIApplication.keyWindow
  _ = UIDevice.orientationDidChangeNotification  // survey: UIDevice.orientationDidChangeNotification
}

// Animations, gestures and timers.
private func motion(_ view: UIView, _ pan: UIPanGestureRecognizer, _ recognizer: UIGestureRecognizer) {
  UIView.animate(
    withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
    options: [.allowUserInteraction, .beginFromCurrentState, .curveEaseOut], animations: {}, completion: nil)  // survey: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:) UIView.AnimationOptions.allowUserInteraction UIView.AnimationOptions.beginFromCurrentState UIView.AnimationOptions.curveEaseOut
  UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {  // survey: UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}  // survey: UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
  })
  UIView.transition(with: view, duration: 0.3, options: [.transitionFlipFromLeft, .transitionFlipFromRight], animations: nil)  // survey: UIView.transition(with:duration:options:animations:completion:) UIView.AnimationOptions.transitionFlipFromLeft UIView.AnimationOptions.transitionFlipFromRight
  UIView.performWithoutAnimation {}  // survey: UIView.performWithoutAnimation(_:)
  let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)  // survey: UIView.AnimationCurve.easeInOut
  animator.fractionComplete = 0.5  // survey: UIViewPropertyAnimator.fractionComplete
  animator.stopAnimation(true)  // survey: UIViewPropertyAnimator.stopAnimation(_:)
  _ = UIViewAnimatingState.active  // survey: UIViewAnimatingState.active
  view.addGestureRecognizer(pan)  // survey: UIView.addGestureRecognizer(_:)
  view.removeGestureRecognizer(pan)  // survey: UIView.removeGestureRecognizer(_:)
  _ = view.gestureRecognizers  // survey: UIView.gestureRecognizers
  _ = [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].contains(recognizer.state)  // survey: UIGestureRecognizer.State.possible UIGestureRecognizer.State.began UIGestureRecognizer.State.changed UIGestureRecognizer.State.ended UIGestureRecognizer.State.cancelled UIGestureRecognizer.State.failed UIGestureRecognizer.state
  recognizer.cancelsTouchesInView = recognizer.delaysTouchesBegan  // survey: UIGestureRecognizer.cancelsTouchesInView UIGestureRecognizer.delaysTouchesBegan
  _ = recognizer.location(in: view)  // survey: UIGestureRecognizer.location(in:)
  _ = (pan.translation(in: view), pan.velocity(in: view))  // survey: UIPanGestureRecognizer.translation(in:) UIPanGestureRecognizer.velocity(in:)
  pan.setTranslation(.zero, in: view)  // survey: UIPanGestureRecognizer.setTranslation(_:in:)
  pan.maximumNumberOfTouches = 1  // survey: UIPanGestureRecognizer.maximumNumberOfTouches
  UILongPressGestureRecognizer(target: nil, action: nil).minimumPressDuration = 0.2  // survey: UILongPressGestureRecognizer.minimumPressDuration
  UISwipeGestureRecognizer(target: nil, action: nil).direction = .left  // survey: UISwipeGestureRecognizer.direction
  let link = CADisplayLink(target: view, selector: Selector("step"))
  link.isPaused = true  // survey: CADisplayLink.isPaused
  link.add(to: .main, forMode: .common)  // survey: RunLoop.Mode.common
  let observation = view.observe(\.frame, options: [.new, .old, .initial, .prior]) { _, _ in }  // survey: NSObject.observe(_:options:changeHandler:) NSKeyValueObservingOptions.new NSKeyValueObservingOptions.old NSKeyValueObservingOptions.initial NSKeyValueObservingOptions.prior
  observation.invalidate()
  _ = view.isKind(of: UIView.self)  // survey: NSObject.isKind(of:)
  NotificationCenter.default.addObserver(view, selector: Selector("rotated"), name: UIDevice.orientationDidChangeNotification, object: nil)  // survey: NotificationCenter.addObserver(_:selector:name:object:)
  NotificationCenter.default.removeObserver(view)  // survey: NotificationCenter.removeObserver(_:)
  _ = Thread.isMainThread  // survey: Thread.isMainThread
  Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }.invalidate()  // survey: Timer.scheduledTimer(withTimeInterval:repeats:block:)
}

// The collection view, its layouts and their attributes.
private func collections(
  _ collectionView: UICollectionView, _ layout: UICollectionViewFlowLayout, _ attributes: UICollectionViewLayoutAttributes,
  _ cell: UICollectionViewCell, _ update: UICollectionViewUpdateItem, _ context: UICollectionViewLayoutInvalidationContext
) {
  let path = IndexPath(item: 0, section: 0)
  _ = (collectionView.numberOfSections, collectionView.numberOfItems(inSection: 0))  // survey: UICollectionView.numberOfSections UICollectionView.numberOfItems(inSection:)
  _ = (collectionView.cellForItem(at: path), collectionView.indexPathForItem(at: .zero))  // survey: UICollectionView.cellForItem(at:) UICollectionView.indexPathForItem(at:)
  _ = (collectionView.visibleCells, collectionView.indexPathsForVisibleItems, collectionView.indexPathsForSelectedItems)  // survey: UICollectionView.visibleCells UICollectionView.indexPathsForVisibleItems UICollectionView.indexPathsForSelectedItems
  collectionView.collectionViewLayout = layout  // survey: UICollectionView.collectionViewLayout
  _ = collectionView.dataSource  // survey: UICollectionView.dataSource
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")  // survey: UICollectionView.register(_:forCellWithReuseIdentifier:)
  _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path)  // survey: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
  collectionView.reloadData()  // survey: UICollectionView.reloadData()
  collectionView.scrollToItem(at: path, at: [.centeredHorizontally, .centeredVertically], animated: false)  // survey: UICollectionView.scrollToItem(at:at:animated:) UICollectionView.ScrollPosition.centeredHorizontally UICollectionView.ScrollPosition.centeredVertically
  collectionView.selectItem(at: path, animated: false, scrollPosition: [])  // survey: UICollectionView.selectItem(at:animated:scrollPosition:)
  collectionView.deselectItem(at: path, animated: false)  // survey: UICollectionView.deselectItem(at:animated:)
  collectionView.performBatchUpdates({  // survey: UICollectionView.performBatchUpdates(_:completion:)
    collectionView.insertItems(at: [path])  // survey: UICollectionView.insertItems(at:)
    collectionView.deleteItems(at: [path])  // survey: UICollectionView.deleteItems(at:)
    collectionView.moveItem(at: path, to: path)  // survey: UICollectionView.moveItem(at:to:)
  })
  collectionView.allowsMultipleSelection = collectionView.isPrefetchingEnabled  // survey: UICollectionView.allowsMultipleSelection UICollectionView.isPrefetchingEnabled
  collectionView.backgroundView = nil  // survey: UICollectionView.backgroundView
  _ = (UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter)  // survey: UICollectionView.elementKindSectionHeader UICollectionView.elementKindSectionFooter
  collectionView.contentOffset = collectionView.bounds.origin  // survey: UIScrollView.contentOffset
  collectionView.setContentOffset(.zero, animated: false)  // survey: UIScrollView.setContentOffset(_:animated:)
  collectionView.scrollRectToVisible(.zero, animated: false)  // survey: UIScrollView.scrollRectToVisible(_:animated:)
  collectionView.contentInset = collectionView.adjustedContentInset  // survey: UIScrollView.contentInset UIScrollView.adjustedContentInset
  _ = (collectionView.contentSize, collectionView.safeAreaInsets, collectionView.delegate)  // survey: UIScrollView.contentSize UIScrollView.safeAreaInsets UIScrollView.delegate
  collectionView.decelerationRate = .fast  // survey: UIScrollView.decelerationRate UIScrollView.DecelerationRate.fast
  collectionView.isPagingEnabled = collectionView.isScrollEnabled && collectionView.bounces  // survey: UIScrollView.isPagingEnabled UIScrollView.isScrollEnabled UIScrollView.bounces
  collectionView.alwaysBounceHorizontal = collectionView.alwaysBounceVertical  // survey: UIScrollView.alwaysBounceHorizontal UIScrollView.alwaysBounceVertical
  collectionView.showsHorizontalScrollIndicator = collectionView.showsVerticalScrollIndicator  // survey: UIScrollView.showsHorizontalScrollIndicator UIScrollView.showsVerticalScrollIndicator
  collectionView.scrollsToTop = collectionView.isDragging || collectionView.isDecelerating || collectionView.isTracking  // survey: UIScrollView.scrollsToTop UIScrollView.isDragging UIScrollView.isDecelerating UIScrollView.isTracking
  collectionView.contentInsetAdjustmentBehavior = .never  // survey: UIScrollView.contentInsetAdjustmentBehavior UIScrollView.ContentInsetAdjustmentBehavior.never
  _ = UIScrollView.ContentInsetAdjustmentBehavior.automatic  // survey: UIScrollView.ContentInsetAdjustmentBehavior.automatic
  _ = collectionView.panGestureRecognizer  // survey: UIScrollView.panGestureRecognizer
  _ = UIScreen.main.scale  // survey: UIScreen.scale
  layout.scrollDirection = .horizontal  // survey: UICollectionViewFlowLayout.scrollDirection UICollectionView.ScrollDirection.horizontal
  _ = UICollectionView.ScrollDirection.vertical  // survey: UICollectionView.ScrollDirection.vertical
  layout.itemSize = layout.headerReferenceSize  // survey: UICollectionViewFlowLayout.itemSize UICollectionViewFlowLayout.headerReferenceSize
  layout.footerReferenceSize = .zero  // survey: UICollectionViewFlowLayout.footerReferenceSize
  layout.minimumLineSpacing = layout.minimumInteritemSpacing  // survey: UICollectionViewFlowLayout.minimumLineSpacing UICollectionViewFlowLayout.minimumInteritemSpacing
  layout.sectionInset = .zero  // survey: UICollectionViewFlowLayout.sectionInset
  _ = (layout.collectionView, layout.collectionViewContentSize)  // survey: UICollectionViewLayout.collectionView UICollectionViewLayout.collectionViewContentSize
  layout.prepare()  // survey: UICollectionViewLayout.prepare()
  layout.invalidateLayout()  // survey: UICollectionViewLayout.invalidateLayout()
  _ = layout.layoutAttributesForElements(in: .zero)  // survey: UICollectionViewLayout.layoutAttributesForElements(in:)
  _ = layout.layoutAttributesForItem(at: path)  // survey: UICollectionViewLayout.layoutAttributesForItem(at:)
  _ = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: path)  // survey: UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)
  _ = layout.targetContentOffset(forProposedContentOffset: .zero, withScrollingVelocity: .zero)  // survey: UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
  _ = layout.shouldInvalidateLayout(forBoundsChange: .zero)  // survey: UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)
  _ = layout.invalidationContext(forBoundsChange: .zero)  // survey: UICollectionViewLayout.invalidationContext(forBoundsChange:)
  _ = layout.initialLayoutAttributesForAppearingItem(at: path)  // survey: UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)
  _ = layout.finalLayoutAttributesForDisappearingItem(at: path)  // survey: UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)
  layout.finalizeCollectionViewUpdates()  // survey: UICollectionViewLayout.finalizeCollectionViewUpdates()
  context.contentSizeAdjustment = .zero  // survey: UICollectionViewLayoutInvalidationContext.contentSizeAdjustment
  _ = (update.indexPathBeforeUpdate, update.updateAction == .delete)  // survey: UICollectionViewUpdateItem.indexPathBeforeUpdate UICollectionViewUpdateItem.updateAction UICollectionViewUpdateItem.Action.delete
  attributes.transform = .identity  // survey: UICollectionViewLayoutAttributes.transform
  attributes.transform3D = CATransform3DIdentity  // survey: UICollectionViewLayoutAttributes.transform3D
  attributes.alpha = 1  // survey: UICollectionViewLayoutAttributes.alpha
  attributes.zIndex = attributes.indexPath.item  // survey: UICollectionViewLayoutAttributes.zIndex UICollectionViewLayoutAttributes.indexPath
  _ = (attributes.representedElementCategory, attributes.representedElementKind)  // survey: UICollectionViewLayoutAttributes.representedElementCategory UICollectionViewLayoutAttributes.representedElementKind
  _ = attributes.isEqual(attributes.copy(with: nil))  // survey: UICollectionViewLayoutAttributes.isEqual(_:) UICollectionViewLayoutAttributes.copy(with:)
  cell.isSelected = cell.isHighlighted  // survey: UICollectionViewCell.isSelected UICollectionViewCell.isHighlighted
  _ = (cell.contentView, cell.reuseIdentifier)  // survey: UICollectionViewCell.contentView UICollectionReusableView.reuseIdentifier
  cell.prepareForReuse()  // survey: UICollectionReusableView.prepareForReuse()
  cell.apply(attributes)  // survey: UICollectionReusableView.apply(_:)
}

// The compositional layout and the view controller.
private func compositionalAndController(_ section: NSCollectionLayoutSection, _ item: NSCollectionLayoutItem, _ controller: UIViewController) {
  _ = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))  // survey: NSCollectionLayoutDimension.fractionalWidth(_:) NSCollectionLayoutDimension.fractionalHeight(_:)
  _ = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .estimated(10))  // survey: NSCollectionLayoutDimension.absolute(_:) NSCollectionLayoutDimension.estimated(_:)
  _ = NSCollectionLayoutSpacing.fixed(8)  // survey: NSCollectionLayoutSpacing.fixed(_:)
  item.contentInsets = .zero  // survey: NSCollectionLayoutItem.contentInsets
  section.orthogonalScrollingBehavior = .groupPagingCentered  // survey: NSCollectionLayoutSection.orthogonalScrollingBehavior UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
  _ = [UICollectionLayoutSectionOrthogonalScrollingBehavior.paging, .continuousGroupLeadingBoundary]  // survey: UICollectionLayoutSectionOrthogonalScrollingBehavior.paging UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
  section.boundarySupplementaryItems = []  // survey: NSCollectionLayoutSection.boundarySupplementaryItems
  section.visibleItemsInvalidationHandler = { _, _, environment in  // survey: NSCollectionLayoutSection.visibleItemsInvalidationHandler
    _ = environment.container.effectiveContentSize  // survey: NSCollectionLayoutContainer.effectiveContentSize
  }
  UICollectionViewCompositionalLayoutConfiguration().contentInsetsReference = .automatic  // survey: UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference
  _ = (controller.view, controller.children, controller.parent)  // survey: UIViewController.view UIViewController.children UIViewController.parent
  controller.viewDidLoad()  // survey: UIViewController.viewDidLoad()
  controller.didReceiveMemoryWarning()  // survey: UIViewController.didReceiveMemoryWarning()
  let child = UIViewController()
  controller.addChild(child)  // survey: UIViewController.addChild(_:)
  child.willMove(toParent: controller)  // survey: UIViewController.willMove(toParent:)
  child.didMove(toParent: controller)  // survey: UIViewController.didMove(toParent:)
}

/// A cell that overrides the Objective-C observing callback, as FSPagerView's does.
private final class ObservingCell: UICollectionViewCell {
  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
  ) {}  // survey: NSObject.observeValue(forKeyPath:of:change:context:) NSKeyValueChangeKey
}

/// A custom transition's animator, as LNZCollectionLayouts' Safari animator is.
private final class SurveyedAnimator: NSObject, UIViewControllerAnimatedTransitioning {  // survey: UIViewControllerAnimatedTransitioning
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }  // survey: UIViewControllerContextTransitioning
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    _ = transitionContext.containerView  // survey: UIViewControllerContextTransitioning.containerView
    transitionContext.completeTransition(true)  // survey: UIViewControllerContextTransitioning.completeTransition(_:)
    _ = UIImage(named: "card")?.cgImage  // survey: UIImage.cgImage
  }
}

/// A scroll delegate that implements the surveyed callbacks.
private final class SurveyedDelegate: NSObject, UIScrollViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {}  // survey: UIScrollViewDelegate.scrollViewDidScroll(_:)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}  // survey: UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}  // survey: UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}  // survey: UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)
}
