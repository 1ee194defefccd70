import Foundation
import SnapAlgorithms
import Testing

@Suite("snapcheck eval: scenario JSON in, trace JSON out (TheUIKitModel)")
struct EvalCommandTests {
  @Test("The example scenario of TheUIKitModel gives the documented first step and one line per step")
  func specExample() {
    let scenario = """
      {"algorithm": "last-offset",
       "layout": {"itemCount": 10, "itemWidth": 250, "itemHeight": 150, "lineSpacing": 15, "interitemSpacing": 15,
                  "sectionInset": {"top": 0, "left": 10, "bottom": 0, "right": 0}, "delegateSectionInset": null,
                  "viewWidth": 375, "viewHeight": 150, "screenScale": 3, "decelerationRate": 0.998,
                  "cellRetention": "visible"},
       "events": [{"type": "drag", "distance": 120, "velocity": 1.5}, {"type": "scroll", "x": 300},
                  {"type": "resize", "width": 667, "height": 150}, {"type": "reload", "itemCount": 3}]}
      """
    let result = runCommand(["eval"], stdin: scenario)
    #expect(result.status == 0)
    #expect(result.errorOutput == "")
    #expect(result.output == """
      {"algorithm": "last-offset", "steps": [
        {"event": 0, "type": "drag", "start": 0, "release": 120, "velocity": 1.5, "proposed": 268.3333333333333, "target": 265, "rest": 265, "outcome": "ok"},
        {"event": 1, "type": "scroll", "rest": 300, "outcome": "ok"},
        {"event": 2, "type": "resize", "rest": 300, "outcome": "ok"},
        {"event": 3, "type": "reload", "rest": 123, "outcome": "ok"}
      ]}

      """)
  }

  @Test("A 5 KB scenario whose work grows with 10⁶ items is refused in one line, exit 2 (its time is a bench row, `heavy`)")
  func workBound() {
    // Width 0 and spacing 0 put all 10⁶ items in one column: every drag's visibleCells (seed
    // 001's scrollViewWillBeginDragging) rightly holds all of them. Before the bound these
    // 100 drags ran for minutes.
    let drags = (0..<100).map { #"{"type": "drag", "distance": \#($0 % 2 == 0 ? 200 : -180), "velocity": 0}"# }
    let scenario = #"{"algorithm": "attribute-index", "layout": {"itemCount": 1000000, "itemWidth": 0, "lineSpacing": 0, "alwaysBounceHorizontal": true}, "events": ["#
      + drags.joined(separator: ", ") + "]}"
    #expect(scenario.utf8.count < 5_500)
    let result = runCommand(["eval"], stdin: scenario)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errorOutput == "snapcheck: eval: the scenario needs more than 4000000 layout attributes, cells and size answers (items × queries), SnapCheck's bound on one scenario's work\n")
  }

  @Test("A file argument is read instead of standard input; omitted layout fields take UIKit's defaults")
  func fileArgument() {
    let result = runCommand(
      ["eval", "s.json"], stdin: nil,
      files: ["s.json": #"{"algorithm": "center-nearest", "events": [{"type": "drag", "distance": 10}]}"#])
    #expect(result.status == 0)
    // No items: the view cannot scroll and the drag never begins.
    #expect(result.output.contains(
      #"{"event": 0, "type": "drag", "start": 0, "release": 0, "velocity": 0, "proposed": null, "target": null, "rest": 0, "outcome": "ok"}"#))
  }

  @Test("Non-finite numbers are the strings nan, inf and -inf, in and out; a fault nulls target and rest")
  func nonFiniteNumbers() {
    let scenario = """
      {"algorithm": "swift-port", "layout": {"itemCount": 10, "itemWidth": 250},
       "events": [{"type": "drag", "distance": 40, "velocity": "inf"}, {"type": "scroll", "x": 0}]}
      """
    let result = runCommand(["eval"], stdin: scenario)
    #expect(result.status == 0)
    #expect(result.output.contains(#""velocity": "inf""#))
    #expect(result.output.contains(
      #""target": null, "rest": null, "outcome": "fault: trap: Double value cannot be converted to Int because it is either infinite or NaN"}"#))
    #expect(!result.output.contains(#""type": "scroll""#))
  }

  @Test("Numbers are read exactly: 392.72727272727275 round-trips")
  func exactNumbers() {
    // 20 items of 50×50 stack two to a column: content 10·50 + 9·10 = 590; maxX = 590 − W.
    let scenario = #"{"algorithm": "center-nearest", "layout": {"viewWidth": 392.72727272727275, "itemCount": 20}, "events": [{"type": "scroll", "x": 1000}]}"#
    let result = runCommand(["eval"], stdin: scenario)
    #expect(result.status == 0)
    #expect(result.output.contains(#""rest": 197.27272727272725"#))
  }

  @Test("Bad input gets one line naming the field, exit status 2, nothing on stdout", arguments: [
    ("{", "snapcheck: eval: malformed JSON at line 1 column 2: expected a string key\n"),
    ("", "snapcheck: eval: malformed JSON at line 1 column 1: unexpected end of input, expected a value\n"),
    (#"{"algorithm": "bogus", "events": []}"#,
     "snapcheck: eval: algorithm: unknown algorithm \"bogus\" (known: \(AlgorithmRegistry.ids.joined(separator: ", ")))\n"),
    (#"{"events": []}"#, "snapcheck: eval: algorithm: missing\n"),
    (#"{"algorithm": "last-offset"}"#, "snapcheck: eval: events: missing\n"),
    (#"{"algorithm": "last-offset", "events": [], "extra": 1}"#, "snapcheck: eval: extra: unknown field\n"),
    (#"{"algorithm": "last-offset", "layout": {"itemWidht": 3}, "events": []}"#, "snapcheck: eval: layout.itemWidht: unknown field\n"),
    (#"{"algorithm": "last-offset", "layout": {"itemCount": 2.5}, "events": []}"#,
     "snapcheck: eval: layout.itemCount: expected an integer, got 2.5\n"),
    (#"{"algorithm": "last-offset", "layout": {"itemCount": -1}, "events": []}"#,
     "snapcheck: eval: layout.itemCount: -1 is outside 0...1000000\n"),
    (#"{"algorithm": "last-offset", "layout": {"itemWidth": "wide"}, "events": []}"#,
     "snapcheck: eval: layout.itemWidth: expected a number (or \"nan\", \"inf\", \"-inf\"), got a string\n"),
    (#"{"algorithm": "last-offset", "layout": {"screenScale": 4}, "events": []}"#,
     "snapcheck: eval: layout.screenScale: 4 is not 1, 2 or 3\n"),
    (#"{"algorithm": "last-offset", "layout": {"cellRetention": "some"}, "events": []}"#,
     "snapcheck: eval: layout.cellRetention: unknown value \"some\" (expected one of \"visible\", \"all\")\n"),
    (#"{"algorithm": "last-offset", "layout": {"sectionInset": {"lft": 1}}, "events": []}"#,
     "snapcheck: eval: layout.sectionInset.lft: unknown field\n"),
    (#"{"algorithm": "last-offset", "layout": {"alwaysBounceHorizontal": 1}, "events": []}"#,
     "snapcheck: eval: layout.alwaysBounceHorizontal: expected true or false, got a number\n"),
    (#"{"algorithm": "last-offset", "events": [{"type": "fling"}]}"#,
     "snapcheck: eval: events[0].type: unknown event type \"fling\" (expected drag, scroll, resize, reload or update)\n"),
    (#"{"algorithm": "last-offset", "events": [{"type": "drag", "distance": 1, "speed": 2}]}"#,
     "snapcheck: eval: events[0].speed: unknown field\n"),
    (#"{"algorithm": "last-offset", "events": [{"type": "resize", "width": 1}]}"#,
     "snapcheck: eval: events[0].height: missing\n"),
    (#"{"algorithm": "reference", "layout": {"itemCount": 3}, "events": [{"type": "drag", "distance": 10}, {"type": "update", "delete": [[0, 1]], "insert": [[0, 5]]}]}"#,
     "snapcheck: eval: events[1].insert[0]: item 5 is outside section 0, which has 3 items after the batch\n"),
    (#"{"algorithm": "last-offset", "events": {}}"#, "snapcheck: eval: events: expected an array\n"),
    (#"{"algorithm": "center-nearest", "options": {"pageCap": 2}, "events": []}"#,
     "snapcheck: eval: options.pageCap: unknown option for center-nearest (it accepts: none)\n"),
    (#"{"algorithm": "last-offset", "options": {"scrollAnimation": "yes"}, "events": []}"#,
     "snapcheck: eval: options.scrollAnimation: expected true or false, got a string\n"),
    (#"{"algorithm": "last-offset", "events": [], "events": []}"#, "snapcheck: eval: events: duplicate field\n"),
  ])
  func badInput(input: String, message: String) {
    let result = runCommand(["eval"], stdin: input)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errorOutput == message)
  }

  @Test("A missing file, extra arguments and an unknown command are errors with status 2")
  func badArguments() {
    let missing = runCommand(["eval", "nope.json"])
    #expect(missing.status == 2)
    #expect(missing.errorOutput == "snapcheck: eval: nope.json: no such file\n")
    let extra = runCommand(["eval", "a", "b"])
    #expect(extra.status == 2)
    #expect(extra.errorOutput == "snapcheck: eval: too many arguments\n")
    let unknown = runCommand(["evaluate"])
    #expect(unknown.status == 2)
    #expect(unknown.errorOutput == "snapcheck: unknown command \"evaluate\"\n")
  }
}

@Suite("snapcheck eval with algorithm options")
struct EvalOptionsTests {
  @Test("reference takes alignment and pageCap; last-offset takes scrollAnimation")
  func options() {
    let layout = #""layout": {"itemCount": 10, "itemWidth": 300, "itemHeight": 150}"#
    let centred = runCommand(["eval"], stdin: """
      {"algorithm": "reference", "options": {"alignment": "center", "pageCap": 2}, \(layout),
       "events": [{"type": "drag", "distance": 40, "velocity": 10}]}
      """)
    #expect(centred.status == 0)
    // Centre positions: x_i + 150 − 187.5 rounded on the @3x grid: 0 (clamped), 272.666…, 582.666…;
    // a hard fling with a cap of two pages rests two positions on.
    #expect(centred.output.contains(#""rest": 582.6666666666666"#))
    let animated = runCommand(["eval"], stdin: """
      {"algorithm": "last-offset", "options": {"scrollAnimation": true}, \(layout), "events": []}
      """)
    #expect(animated.status == 0)
    let badCap = runCommand(["eval"], stdin: #"{"algorithm": "reference", "options": {"pageCap": 0}, "events": []}"#)
    #expect(badCap.status == 2)
    #expect(badCap.errorOutput == "snapcheck: eval: options.pageCap: 0 is outside 1...9223372036854775807\n")
  }
}
