import Foundation
import SnapSwiftUI

/// Every name the survey marks modelled or compile-only, used as the surveyed files use it:
/// that this file compiles is the measure. Each use carries a "uses" comment naming it.
private struct SurveyUses: View {
  @State private var position: Int? = 0  // uses: State
  let colors: [Color] = [.red, .blue]  // uses: Color

  var body: some View {  // uses: View
    VStack {  // uses: VStack
      Text("Featured")  // uses: Text
        .font(.title)  // uses: font
        .foregroundColor(.blue)  // uses: foregroundColor
      GeometryReader { proxy in  // uses: GeometryReader
        ScrollView(.horizontal) {  // uses: ScrollView
          LazyHStack(spacing: 12) {  // uses: LazyHStack
            ForEach(colors, id: \.self) { color in  // uses: ForEach
              RoundedRectangle(cornerRadius: 16)  // uses: RoundedRectangle
                .fill(color.gradient)  // uses: fill // uses: gradient
                .frame(width: proxy.size.width - 40, height: 200)  // uses: frame
                .overlay { Image("card").resizable().scaledToFill() }  // uses: overlay // uses: Image // uses: resizable // uses: scaledToFill
                .cornerRadius(10)  // uses: cornerRadius
                .padding(.horizontal)  // uses: padding
                .scrollTransition { content, phase in  // uses: scrollTransition
                  content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.9)  // uses: opacity // uses: scaleEffect
                }
                .id(color)  // uses: id
                .tag(color)  // uses: tag
            }
          }
          .scrollTargetLayout()  // uses: scrollTargetLayout
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)  // uses: contentMargins
        .scrollTargetBehavior(.viewAligned)  // uses: scrollTargetBehavior // uses: viewAligned
        .scrollPosition(id: $position, anchor: .center)  // uses: scrollPosition(id:anchor:)
        .scrollBounceBehavior(.basedOnSize)  // uses: scrollBounceBehavior
        .scrollIndicators(.hidden)  // uses: scrollIndicators
        .defaultScrollAnchor(.leading)  // uses: defaultScrollAnchor
        .animation(.smooth, value: position)  // uses: animation
      }
      HStack {  // uses: HStack
        Rectangle().containerRelativeFrame(.horizontal)  // uses: Rectangle // uses: containerRelativeFrame
        Spacer()  // uses: Spacer
        Button("Next") { position = (position ?? 0) + 1 }  // uses: Button
      }
      .scrollTargetBehavior(.viewAligned(limitBehavior: .always))  // uses: viewAligned(limitBehavior:)
      .foregroundStyle(.white)  // uses: foregroundStyle
      .background(Color.black)  // uses: background
      .border(.white)  // uses: border
      .ignoresSafeArea()  // uses: ignoresSafeArea
      labelled { Text("Built") }
    }
  }

  /// A view built by a closure.
  @ViewBuilder private func labelled<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {  // uses: ViewBuilder
    content()
  }
}
