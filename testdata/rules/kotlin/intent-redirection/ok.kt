class ForwardActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val url = intent.getStringExtra("url")
        startActivity(Intent(this, DetailActivity::class.java).putExtra("url", url))
    }
}
