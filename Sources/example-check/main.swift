import SnapCheck
import SnapCheckCLI

SnapCheckTool.main(layouts: [carousel])
