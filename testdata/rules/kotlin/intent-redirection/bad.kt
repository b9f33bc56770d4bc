class ForwardActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val next = intent
        startActivity(next.getParcelableExtra<Intent>("next_intent")) // want "kotlin/intent-redirection"
    }
}
