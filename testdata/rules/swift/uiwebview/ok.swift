class Help: UIViewController {
    let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
}
