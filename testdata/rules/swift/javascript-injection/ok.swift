import WebKit

final class Greeter {
    let webView = WKWebView()

    func greet(_ name: String) async throws {
        _ = try await webView.callAsyncJavaScript("greet(name)", arguments: ["name": name], contentWorld: .page)
    }

    func reset() {
        webView.evaluateJavaScript("reset()", completionHandler: nil)
    }
}
