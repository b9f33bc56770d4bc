fun refresh() {
    GlobalScope.launch { repository.sync() } // want "kotlin/global-scope"
    val d = GlobalScope.async { load() } // want "kotlin/global-scope"
}
