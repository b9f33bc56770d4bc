resource "azurerm_network_watcher_flow_log" "nsg" { # want "hcl/azure-flow-log-retention-short"
  network_watcher_name      = azurerm_network_watcher.main.name
  resource_group_name       = azurerm_resource_group.main.name
  network_security_group_id = azurerm_network_security_group.main.id
  storage_account_id        = azurerm_storage_account.logs.id
  enabled                   = true
  retention_policy {
    enabled = true
    days    = 7
  }
}
