import UIKit

func copy(password: String) {
    UIPasteboard.general.string = password // want "swift/pasteboard-secret"
}
