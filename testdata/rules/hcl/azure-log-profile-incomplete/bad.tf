resource "azurerm_monitor_log_profile" "main" { # want "hcl/azure-log-profile-incomplete" "hcl/azure-log-profile-incomplete"
  name               = "default"
  categories         = ["Action", "Write"]
  locations          = ["westeurope", "global"]
  storage_account_id = azurerm_storage_account.logs.id
  retention_policy {
    enabled = true
    days    = 30
  }
}
