resource "azurerm_mssql_server_security_alert_policy" "main" {
  resource_group_name  = azurerm_resource_group.main.name
  server_name          = azurerm_mssql_server.main.name
  state                = "Enabled"
  disabled_alerts      = []
  email_account_admins = true
  email_addresses      = ["security@example.com"]
}
