import Foundation
@testable import TapplayCore

/// Hand-made dumps of the five newer formats (Maestro, idb, Espresso,
/// dumpsys, Compose), each small enough to work its frames out by hand.
extension ImportFixtures {
    /// An iOS app "Notes" with a Save button (its label repeated inside), a
    /// disabled field, a zero-height field, an element off the screen, and
    /// the SpringBoard's status bar.
    static let maestroIOS = """
    Running on iPhone 15 - iOS 17.2 - 06A2DF8B-AFEC
    None: 
    {
      "attributes" : {
        "accessibilityText" : "",
        "bounds" : "[0,0][0,0]",
        "enabled" : "false"
      },
      "children" : [ {
        "attributes" : {
          "accessibilityText" : "Notes",
          "bounds" : "[0,0][390,844]",
          "enabled" : "true"
        },
        "children" : [ {
          "attributes" : {
            "accessibilityText" : "",
            "bounds" : "[0,0][390,844]",
            "enabled" : "true"
          },
          "children" : [ {
            "attributes" : {
              "accessibilityText" : "Save",
              "resource-id" : "save",
              "bounds" : "[20,100][120,144]",
              "enabled" : "true"
            },
            "children" : [ {
              "attributes" : {
                "accessibilityText" : "Save",
                "bounds" : "[40,110][100,134]",
                "enabled" : "true"
              },
              "children" : [ ]
            } ]
          }, {
            "attributes" : {
              "text" : "Draft",
              "hintText" : "Title",
              "bounds" : "[20,200][370,240]",
              "enabled" : "false"
            },
            "children" : [ ]
          }, {
            "attributes" : {
              "hintText" : "Search",
              "bounds" : "[20,300][370,300]",
              "enabled" : "true"
            },
            "children" : [ ]
          }, {
            "attributes" : {
              "accessibilityText" : "Below",
              "bounds" : "[0,0][0,0]",
              "enabled" : "true"
            }
          } ]
        } ]
      }, {
        "attributes" : {
          "bounds" : "[0,0][0,0]",
          "enabled" : "false"
        },
        "children" : [ {
          "attributes" : {
            "accessibilityText" : "9:41",
            "bounds" : "[30,14][80,34]",
            "enabled" : "true"
          },
          "children" : [ ]
        } ]
      } ]
    }
    """

    /// An Android screen (pixels, density 3 in the tests): the status bar's
    /// window first, then the app's with a button, a disabled clickable view,
    /// a scrolling list and a node off the display.
    static let maestroAndroid = """
    Running on emulator-5554
    {
      "attributes" : { },
      "children" : [ {
        "attributes" : {
          "ignoreBoundsFiltering" : "false"
        },
        "children" : [ {
          "attributes" : {
            "text" : "",
            "accessibilityText" : "",
            "resource-id" : "com.android.systemui:id/status_bar",
            "clickable" : "false",
            "bounds" : "[0,0][1080,63]",
            "enabled" : "true",
            "class" : "android.widget.FrameLayout"
          },
          "children" : [ {
            "attributes" : {
              "text" : "",
              "accessibilityText" : "Battery",
              "resource-id" : "com.android.systemui:id/battery",
              "clickable" : "true",
              "bounds" : "[900,0][1080,63]",
              "enabled" : "true",
              "class" : "android.widget.ImageView"
            },
            "children" : [ ]
          } ]
        }, {
          "attributes" : {
            "text" : "",
            "accessibilityText" : "",
            "resource-id" : "",
            "clickable" : "false",
            "bounds" : "[0,0][1080,2400]",
            "enabled" : "true",
            "scrollable" : "false",
            "class" : "android.widget.FrameLayout"
          },
          "children" : [ {
            "attributes" : {
              "text" : "OK",
              "accessibilityText" : "Confirm",
              "resource-id" : "com.example:id/ok",
              "clickable" : "true",
              "bounds" : "[105,210][420,357]",
              "enabled" : "true",
              "scrollable" : "false",
              "class" : "android.widget.Button"
            },
            "children" : [ ]
          }, {
            "attributes" : {
              "text" : "",
              "accessibilityText" : "Close",
              "resource-id" : "",
              "clickable" : "true",
              "bounds" : "[900,210][1044,354]",
              "enabled" : "false",
              "class" : "android.view.View"
            },
            "children" : [ ]
          }, {
            "attributes" : {
              "resource-id" : "com.example:id/list",
              "clickable" : "false",
              "bounds" : "[0,600][1080,1800]",
              "enabled" : "true",
              "scrollable" : "true",
              "class" : "androidx.recyclerview.widget.RecyclerView"
            },
            "children" : [ {
              "attributes" : {
                "text" : "Row",
                "clickable" : "true",
                "bounds" : "[0,1500][1080,1800]",
                "enabled" : "true",
                "class" : "android.widget.TextView"
              }
            } ]
          }, {
            "attributes" : {
              "text" : "Gone",
              "clickable" : "true",
              "bounds" : "[0,0][0,0]",
              "enabled" : "true",
              "class" : "android.widget.TextView"
            },
            "children" : [ ]
          } ]
        } ]
      } ]
    }
    """

    /// A `maestro test --debug-output` commands file: entries out of time
    /// order, two failed commands carrying a screen (the later one counts).
    static let maestroCommands = """
    [ {
      "command" : {
        "tapOnElement" : {
          "selector" : { "idRegex" : "ok", "optional" : false }
        }
      },
      "metadata" : {
        "status" : "FAILED",
        "timestamp" : 2000,
        "duration" : 10,
        "error" : {
          "message" : "Element not found: Id matching regex: ok",
          "hierarchyRoot" : {
            "attributes" : { "bounds" : "[0,0][0,0]", "enabled" : "false" },
            "children" : [ {
              "attributes" : { "accessibilityText" : "Shop", "bounds" : "[0,0][390,844]", "enabled" : "true" },
              "children" : [ {
                "attributes" : { "bounds" : "[0,0][390,844]", "enabled" : "true" },
                "children" : [ {
                  "attributes" : { "accessibilityText" : "Pay", "resource-id" : "pay", "bounds" : "[10,700][380,750]", "enabled" : "true" }
                } ]
              } ]
            } ]
          }
        }
      }
    }, {
      "command" : { "assertConditionCommand" : { "timeout" : "10000" } },
      "metadata" : { "status" : "COMPLETED", "timestamp" : 1000, "duration" : 5 }
    }, {
      "command" : { "inputTextCommand" : { "text" : "x" } },
      "metadata" : {
        "status" : "FAILED",
        "timestamp" : 1500,
        "hierarchy" : {
          "attributes" : { "bounds" : "[0,0][0,0]" },
          "children" : [ {
            "attributes" : { "accessibilityText" : "Old", "bounds" : "[0,0][100,100]", "enabled" : "true" },
            "children" : [ { "attributes" : { "accessibilityText" : "Gone", "bounds" : "[0,0][50,50]", "enabled" : "true" } } ]
          } ]
        }
      }
    } ]
    """

    /// `idb ui describe-all`: one line, flat; the tree comes from frame containment.
    static let idbFlat = #"""
    [{"AXFrame":"{{0, 0}, {390, 844}}","AXUniqueId":null,"frame":{"y":0,"x":0,"width":390,"height":844},"role_description":"application","AXLabel":"Shop","content_required":false,"type":"Application","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXApplication","subrole":null},{"AXFrame":"{{0, 0}, {390, 844}}","AXUniqueId":null,"AXLabel":null,"type":"Group","custom_actions":[],"AXValue":null,"enabled":true,"role":"AXGroup"},{"AXFrame":"{{16.5, 100}, {120, 44}}","AXUniqueId":"buy","AXLabel":"Buy","type":"Button","custom_actions":[],"AXValue":"","enabled":true,"role":"AXButton"},{"AXFrame":"{{20, 110}, {50, 20}}","AXUniqueId":null,"AXLabel":"Price","AXValue":"9 \u20ac","type":"StaticText","custom_actions":[],"enabled":true},{"AXFrame":"{{200, 100}, {100, 44}}","AXUniqueId":null,"AXLabel":null,"AXValue":"3","type":"StaticText","custom_actions":["Increment"],"enabled":false},{"frame":{"x":0,"y":760,"width":390,"height":84},"AXLabel":"Tabs","role":"AXTabGroup","custom_actions":[],"enabled":true},{"AXFrame":"{{10, 770}, {60, 50}}","AXLabel":"Home","type":"Button","custom_actions":[],"enabled":true,"hidden":true}]
    """#

    /// AXe's `describe-ui`: pretty-printed, nested, after a shell line and an `objc[…]` warning.
    static let axeNested = """
    $ axe describe-ui --udid 1234
    objc[123]: Class FBProcess is implemented in both /A and /B. One of the duplicates must be removed or renamed.
    [
      {
        "AXFrame" : "{{0, 0}, {400, 800}}",
        "AXLabel" : "Maps",
        "type" : "Application",
        "children" : [
          {
            "AXFrame" : "{{0, 0}, {400, 800}}",
            "type" : "Window",
            "children" : [
              {
                "AXFrame" : "{{300, 20}, {80, 80}}",
                "AXUniqueId" : "locate",
                "AXLabel" : "Locate me",
                "type" : "Button",
                "children" : [

                ]
              }
            ]
          }
        ]
      }
    ]
    """

    /// Espresso's `AmbiguousViewMatcherException`: a value over two lines, a
    /// text with commas, braces in values, negative x, a trailing space.
    static let espressoAmbiguous = """
    androidx.test.espresso.AmbiguousViewMatcherException: 'with id: com.example:id/title' matches multiple views in the hierarchy.
    Problem views are marked with '****MATCHES****' below.

    View Hierarchy:
    +>DecorView{id=-1, visibility=VISIBLE, width=1080, height=2400, has-focus=false, is-clickable=false, is-enabled=true, layout-params={(0,0)(fillxfill) ty=BASE_APPLICATION
      fl=LAYOUT_IN_SCREEN}, tag=null, x=0.0, y=0.0, child-count=2} 
    |
    +->LinearLayout{id=-1, visibility=VISIBLE, width=1080, height=2214, is-clickable=false, is-enabled=true, x=0.0, y=66.0, child-count=3}
    |
    +-->MaterialButton{id=2131230746, res-name=save, visibility=VISIBLE, width=300, height=132, is-clickable=true, is-enabled=true, x=90.0, y=150.0, text=Save, draft, input-type=0}
    |
    +-->AppCompatTextView{id=2131230747, res-name=title, visibility=VISIBLE, width=600, height=90, is-clickable=false, is-enabled=true, x=90.0, y=300.0, text=Line one
    line {two}, input-type=0} ****MATCHES****
    |
    +-->ImageButton{id=-1, desc=Back, visibility=INVISIBLE, width=144, height=144, is-clickable=true, is-enabled=false, x=-12.0, y=450.0}
    |
    +--->TextView{id=2131230748, res-name=title, visibility=GONE, width=0, height=0, is-clickable=false, is-enabled=true, x=0.0, y=0.0} ****MATCHES****
    |
    +->View{id=16908335, res-name=statusBarBackground, visibility=VISIBLE, width=1080, height=66, is-clickable=false, is-enabled=true, x=0.0, y=0.0}
    |
    at androidx.test.espresso.ViewInteraction.check(ViewInteraction.java:1)
    at com.example.MainTest.title(MainTest.kt:12)
    """

    /// One activity's head in `dumpsys activity top`, down to its root layout: the task and
    /// the activity with its token, whether it is resumed, its configuration (the screen's
    /// height in dp, its dpi, the window's and the app's bounds in pixels) and the DecorView.
    static func dumpsysActivity(task: Int, id: Int, _ activity: String, token: String, resumed: Bool, dp: Int, dpi: Int,
                                screen: (width: Int, height: Int), appHeight: Int, window: String, layout: Int) -> String {
        let (w, h) = screen
        return """
        TASK \(task):com.example id=\(id) userId=0
          ACTIVITY com.example/.\(activity) \(token) pid=4242
            Local Activity \(token) State:
              mResumed=\(resumed) mStopped=\(!resumed) mFinished=false
              mCurrentConfig={1.0 310mcc260mnc [en_US] ldltr sw360dp w360dp h\(dp)dp \(dpi)dpi nrml long port finger -keyb/v/h -nav/h winConfig={ mBounds=Rect(0, 0 - \(w), \(h)) mAppBounds=Rect(0, 0 - \(w), \(appHeight)) } s.1}
            View Hierarchy:
              DecorView@\(token)[\(window)]
                android.widget.LinearLayout{\(layout) V.E...... ......I. 0,0-\(w),\(h)}
        """
    }

    /// `dumpsys activity top`: a stopped activity first, then the resumed one
    /// at 480 dpi (density 3) with every kind of flag, negative bounds, a
    /// label after the braces, a scroll view, Compose content, and a
    /// section that follows the hierarchy.
    static let dumpsysTop = """
    \(dumpsysActivity(task: 10175, id: 12, "SettingsActivity", token: "1a2b3c", resumed: false, dp: 780, dpi: 320,
                      screen: (720, 1600), appHeight: 1560, window: "Settings", layout: 1))
        Looper (main, tid 1) {abc}
    \(dumpsysActivity(task: 10176, id: 13, "MainActivity", token: "4d5e6f", resumed: true, dp: 800, dpi: 480,
                      screen: (1080, 2400), appHeight: 2400, window: "Main", layout: 2))
              android.widget.Button{3 VFED..C.. ........ 90,150-390,282 #7f0a0001 app:id/ok}
              android.widget.ImageView{4 V.ED..... ........ 45,-15-78,18}
              android.widget.TextView{5 I.ED..... ......I. 0,300-300,390 #7f0a0002 app:id/hint}
              android.widget.CheckBox{6 VF.D...L. ........ 600,150-900,282 #7f0a0003 app:id/agree}
              androidx.core.widget.NestedScrollView{7 VFED.V... ........ 0,450-1080,2000 #7f0a0004 app:id/scroll}
                android.widget.LinearLayout{8 V.E...... ........ 0,0-1080,3000}
                  com.example.Row{9 VFED..C.. ........ 0,0-1080,300}(Row one)
    [ custom state printed by a view
    { tag 0 = something }
                  com.example.Row{a VFED..C.. ........ 0,300-1080,600}(Row two)
              androidx.compose.ui.platform.ComposeView{b V.E...... ........ 0,2000-1080,2400}
                androidx.compose.ui.platform.AndroidComposeView{c VFED..... ........ 0,0-1080,400}
        Looper (main, tid 1) {def}
          Current looper: Looper (main, tid=4242)
    """

    /// `printToLog` of an unmerged tree through logcat: a fake node, a
    /// value over two lines, `[Disabled]`, a scroll range, a `Tag`.
    static let composeLogcat = """
    03-17 10:00:00.123  4242  4260 D TAG     : printToLog:
    03-17 10:00:00.123  4242  4260 D TAG     : Printing with useUnmergedTree = 'true'
    03-17 10:00:00.123  4242  4260 D TAG     : Node #1 at (l=0.0, t=66.0, r=1080.0, b=2400.0)px
    03-17 10:00:00.123  4242  4260 D TAG     :  |-Node #2 at (l=30.0, t=96.0, r=330.0, b=228.0)px, Tag: 'save'
    03-17 10:00:00.123  4242  4260 D TAG     :  | Role = 'Button'
    03-17 10:00:00.123  4242  4260 D TAG     :  | Focused = 'false'
    03-17 10:00:00.123  4242  4260 D TAG     :  | Actions = [OnClick, RequestFocus]
    03-17 10:00:00.123  4242  4260 D TAG     :  | MergeDescendants = 'true'
    03-17 10:00:00.123  4242  4260 D TAG     :  |  |-Node #2000000001 at (l=0.0, t=0.0, r=0.0, b=0.0)px
    03-17 10:00:00.123  4242  4260 D TAG     :  |     |-Node #3 at (l=60.0, t=120.0, r=300.0, b=204.0)px
    03-17 10:00:00.123  4242  4260 D TAG     :  |       Text = '[Save, draft]'
    03-17 10:00:00.123  4242  4260 D TAG     :  |       Actions = [GetTextLayoutResult]
    03-17 10:00:00.123  4242  4260 D TAG     :  |-Node #4 at (l=30.0, t=300.0, r=1050.0, b=3300.0)px
    03-17 10:00:00.123  4242  4260 D TAG     :    VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=11.0, reverseScrolling=false)'
    03-17 10:00:00.123  4242  4260 D TAG     :    Actions = [ScrollBy]
    03-17 10:00:00.123  4242  4260 D TAG     :     |-Node #5 at (l=30.0, t=300.0, r=1050.0, b=600.0)px
    03-17 10:00:00.123  4242  4260 D TAG     :       ContentDescription = '[Remove]'
    03-17 10:00:00.123  4242  4260 D TAG     :       Text = '[Line one
    03-17 10:00:00.123  4242  4260 D TAG     : line two]'
    03-17 10:00:00.123  4242  4260 D TAG     :       [Disabled]
    03-17 10:00:00.123  4242  4260 D TAG     :       Actions = [OnLongClick]
    """

    /// The same tree as `printToString` gives it, pasted with its leading spaces stripped and merged.
    static let composeStripped = """
    Printing with useUnmergedTree = 'false'
    Node #1 at (l=0.0, t=66.0, r=1080.0, b=2400.0)px
    |-Node #2 at (l=30.0, t=96.0, r=330.0, b=228.0)px, Tag: 'save'
    | Role = 'Button'
    | Text = '[Save, draft]'
    | Actions = [OnClick, RequestFocus]
    |-Node #4 at (l=30.0, t=300.0, r=1050.0, b=3300.0)px
      VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=11.0, reverseScrolling=false)'
       |-Node #5 at (l=30.0, t=300.0, r=1050.0, b=600.0)px
         Text = '[Line one
    line two]'
         [Disabled]
         Actions = [OnLongClick]
    """

    /// Each new fixture with the density its pixels are read at.
    static var newFormats: [(text: String, format: DumpFormat, density: Double)] {
        [(maestroIOS, .maestro, 1), (maestroAndroid, .maestro, 3), (maestroCommands, .maestro, 1), (idbFlat, .idb, 1),
         (axeNested, .idb, 1), (espressoAmbiguous, .espresso, 3), (dumpsysTop, .dumpsys, 3), (composeLogcat, .compose, 3),
         (composeStripped, .compose, 3)]
    }

    /// `text` with `prefix` before every line.
    static func prefixed(_ text: String, _ prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }
}
