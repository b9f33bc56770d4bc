class VM : ViewModel() {
    fun refresh() {
        viewModelScope.launch { repository.sync() }
    }
    suspend fun both() = coroutineScope { async { load() }.await() }
}
