import Testing

@Suite("snapcheck eval with the wider host's fields (TheUIKitModel)")
struct WideHostEvalTests {
  @Test("A vertical scenario: scroll takes offset, the trace is along y, the reference snaps rows")
  func verticalTrace() {
    // The transpose of the horizontal banner: 150×300 items, spacing 10, a 150×375 view;
    // the reference rests a 156-point drag at 310 (156 is nearer 310 than 0) and scrolls to 620.
    let input = #"""
      {"algorithm": "reference", "layout": {"scrollDirection": "vertical", "itemCount": 10, "itemWidth": 150,
       "itemHeight": 300, "viewWidth": 150, "viewHeight": 375},
       "events": [{"type": "drag", "distance": 156, "velocity": 0}, {"type": "scroll", "offset": 620}]}
      """#
    let result = runCommand(["eval"], stdin: input)
    #expect(result.status == 0)
    #expect(result.output == """
      {"algorithm": "reference", "steps": [
        {"event": 0, "type": "drag", "start": 0, "release": 156, "velocity": 0, "proposed": 156, "target": 310, "rest": 310, "outcome": "ok"},
        {"event": 1, "type": "scroll", "rest": 620, "outcome": "ok"}
      ]}

      """)
  }

  @Test("isPagingEnabled: drags rest on pages one view width apart, the layout is not asked, the proposal is informative")
  func pagingRestsOnPages() {
    // Ten 300-wide items, spacing 10, in a 375-wide view: the range is [0, 2715], the pages
    // 0, 375, 750, …, 2625, 2715. A fling from 0 released at 100 goes to the first page beyond,
    // 375 (the reference would have gone to 620); a still drag back to 325 to the nearest
    // page, 375 again (50 away, against 325 from 0).
    let input = #"""
      {"algorithm": "reference", "layout": {"itemCount": 10, "itemWidth": 300, "isPagingEnabled": true},
       "events": [{"type": "drag", "distance": 100, "velocity": 1}, {"type": "drag", "distance": -50, "velocity": 0},
        {"type": "scroll", "x": 10}]}
      """#
    let result = runCommand(["eval"], stdin: input)
    #expect(result.status == 0)
    #expect(result.output == """
      {"algorithm": "reference", "steps": [
        {"event": 0, "type": "drag", "start": 0, "release": 100, "velocity": 1, "proposed": 594.6666666666666, "target": 375, "rest": 375, "outcome": "ok"},
        {"event": 1, "type": "drag", "start": 375, "release": 325, "velocity": 0, "proposed": 325, "target": 375, "rest": 375, "outcome": "ok"},
        {"event": 2, "type": "scroll", "rest": 10, "outcome": "ok"}
      ]}

      """)
  }

  @Test("Sections, content insets and bounces: two sections of 300-wide items across a gap")
  func sectionsAndInsets() {
    // Sections [2, 2], right inset 100: positions 0, 310, 710, 1020. contentInset 20 each side
    // moves the range to [−20, 1420 + 20 − 375 = 1065] and the leading positions by −20; the
    // view starts at −20. bounces false clamps a drag back past the start to −20.
    let input = #"""
      {"algorithm": "reference", "layout": {"sections": [2, 2], "itemWidth": 300, "itemHeight": 150,
       "sectionInset": {"right": 100}, "contentInset": {"left": 20, "right": 20}, "bounces": false},
       "events": [{"type": "drag", "distance": -50, "velocity": 0}, {"type": "drag", "distance": 400, "velocity": 0}]}
      """#
    let result = runCommand(["eval"], stdin: input)
    #expect(result.status == 0)
    #expect(result.output == """
      {"algorithm": "reference", "steps": [
        {"event": 0, "type": "drag", "start": -20, "release": -20, "velocity": 0, "proposed": -20, "target": -20, "rest": -20, "outcome": "ok"},
        {"event": 1, "type": "drag", "start": -20, "release": 380, "velocity": 0, "proposed": 380, "target": 290, "rest": 290, "outcome": "ok"}
      ]}

      """)
  }

  @Test("Bad wider-host values get one line naming the field and exit 2", arguments: [
    (#"{"algorithm": "reference", "layout": {"itemCount": 1, "sections": [1]}, "events": []}"#,
     "snapcheck: eval: layout.sections: give itemCount or sections, not both\n"),
    (#"{"algorithm": "reference", "layout": {"sections": [1, -2]}, "events": []}"#,
     "snapcheck: eval: layout.sections[1]: -2 is outside 0...1000000\n"),
    (#"{"algorithm": "reference", "layout": {"sections": 3}, "events": []}"#,
     "snapcheck: eval: layout.sections: expected an array of item counts, got a number\n"),
    (#"{"algorithm": "reference", "layout": {"scrollDirection": "diagonal"}, "events": []}"#,
     "snapcheck: eval: layout.scrollDirection: unknown value \"diagonal\" (expected one of \"horizontal\", \"vertical\")\n"),
    (#"{"algorithm": "reference", "layout": {"contentInsetAdjustmentBehavior": "sometimes"}, "events": []}"#,
     "snapcheck: eval: layout.contentInsetAdjustmentBehavior: unknown value \"sometimes\" (expected one of \"automatic\", \"scrollableAxes\", \"never\", \"always\")\n"),
    (#"{"algorithm": "reference", "layout": {"safeAreaInsets": {"left": "44"}}, "events": []}"#,
     "snapcheck: eval: layout.safeAreaInsets.left: expected a number (or \"nan\", \"inf\", \"-inf\"), got a string\n"),
    (#"{"algorithm": "reference", "layout": {"bounces": "no"}, "events": []}"#,
     "snapcheck: eval: layout.bounces: expected true or false, got a string\n"),
    (#"{"algorithm": "reference", "layout": {"scrollDirection": "vertical"}, "events": [{"type": "scroll", "x": 3}]}"#,
     "snapcheck: eval: events[0].x: x is for horizontal views; a vertical scroll takes offset\n"),
    (#"{"algorithm": "reference", "events": [{"type": "scroll", "x": 3, "offset": 3}]}"#,
     "snapcheck: eval: events[0].offset: give offset or x, not both\n"),
    (#"{"algorithm": "reference", "events": [{"type": "reload", "sections": [1], "itemCount": 1}]}"#,
     "snapcheck: eval: events[0].sections: give itemCount or sections, not both\n"),
  ])
  func badInput(input: String, message: String) {
    let result = runCommand(["eval"], stdin: input)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errorOutput == message)
  }
}
