resource "azurerm_mssql_server_security_alert_policy" "main" { # want "hcl/azure-sql-threat-alerts-incomplete"
  resource_group_name = azurerm_resource_group.main.name
  server_name         = azurerm_mssql_server.main.name
  state               = "Enabled"
  disabled_alerts     = ["Sql_Injection", "Data_Exfiltration"]
  email_addresses     = ["security@example.com"]
}

resource "azurerm_mssql_server_security_alert_policy" "quiet" { # want "hcl/azure-sql-threat-alerts-incomplete"
  resource_group_name = azurerm_resource_group.main.name
  server_name         = azurerm_mssql_server.quiet.name
  state               = "Enabled"
}

resource "azurerm_mssql_server_security_alert_policy" "noadmins" { # want "hcl/azure-sql-threat-alerts-incomplete"
  resource_group_name  = azurerm_resource_group.main.name
  server_name          = azurerm_mssql_server.noadmins.name
  state                = "Enabled"
  email_account_admins = false
}
