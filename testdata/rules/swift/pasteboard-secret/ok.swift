import UIKit

func copy(address: String) {
    UIPasteboard.general.string = address
}
