class App : Application() {
    override fun onCreate() {
        super.onCreate()
        WebView.setWebContentsDebuggingEnabled(true) // want "kotlin/webview-debugging-enabled"
    }
}
