func reload() -> Void { // want "swift/redundant-void-return"
    tableView.reloadData()
}
