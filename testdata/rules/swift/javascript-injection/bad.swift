import WebKit

final class Greeter {
    let webView = WKWebView()

    func greet(_ name: String) {
        webView.evaluateJavaScript("greet('\(name)')", completionHandler: nil) // want "swift/javascript-injection"
    }

    func show(_ message: String) {
        webView.evaluateJavaScript("showMessage('" + message + "')") // want "swift/javascript-injection"
    }
}
