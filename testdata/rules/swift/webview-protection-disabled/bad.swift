import WebKit

final class BrowserViewController: UIViewController {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let config = WKWebViewConfiguration()
        config.preferences.isFraudulentWebsiteWarningEnabled = false // want "swift/webview-protection-disabled"
        config.upgradeKnownHostsToHTTPS = false // want "swift/webview-protection-disabled"
        config.preferences.javaScriptCanOpenWindowsAutomatically = true // want "swift/webview-protection-disabled"
        webView = WKWebView(frame: view.bounds, configuration: config)
        view.addSubview(webView)
    }
}
