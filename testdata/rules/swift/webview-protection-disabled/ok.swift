import WebKit

final class BrowserViewController: UIViewController {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let config = WKWebViewConfiguration()
        config.preferences.isFraudulentWebsiteWarningEnabled = true
        config.upgradeKnownHostsToHTTPS = true
        config.preferences.javaScriptCanOpenWindowsAutomatically = false
        config.allowsInlineMediaPlayback = false
        webView = WKWebView(frame: view.bounds, configuration: config)
        view.addSubview(webView)
    }
}
