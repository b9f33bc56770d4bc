resource "azurerm_mssql_server" "main" { # want "hcl/azure-sql-auditing-off"
  name                         = "acme-sql"
  resource_group_name          = azurerm_resource_group.main.name
  location                     = "westeurope"
  version                      = "12.0"
  minimum_tls_version          = "1.2"
  administrator_login          = "sqladmin"
  administrator_login_password = var.sql_password
}
