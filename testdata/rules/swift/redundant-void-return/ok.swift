func reload() {
    tableView.reloadData()
}
func handler() -> () -> Void {
    return { }
}
func count() -> Int { 0 }
