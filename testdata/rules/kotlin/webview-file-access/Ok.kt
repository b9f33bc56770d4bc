fun setup(webView: WebView) {
    webView.settings.allowFileAccess = false
    webView.settings.javaScriptEnabled = true
}
