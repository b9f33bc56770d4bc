resource "azurerm_postgresql_server" "main" { # want "hcl/azure-db-threat-detection-off"
  name                         = "app-psql"
  location                     = azurerm_resource_group.app.location
  resource_group_name          = azurerm_resource_group.app.name
  sku_name                     = "GP_Gen5_2"
  version                      = "11"
  administrator_login          = "psqladmin"
  administrator_login_password = var.admin_password
  ssl_enforcement_enabled      = true

  threat_detection_policy {
    enabled              = false
    email_account_admins = true
  }
}

resource "azurerm_mysql_server" "legacy" { # want "hcl/azure-db-threat-detection-off"
  name                         = "app-mysql"
  location                     = "westeurope"
  resource_group_name          = "rg-app"
  sku_name                     = "GP_Gen5_2"
  version                      = "8.0"
  administrator_login          = "mysqladmin"
  administrator_login_password = var.admin_password
  ssl_enforcement_enabled      = true

  threat_detection_policy {
    enabled = "false"
  }
}
