resource "azurerm_mssql_database" "app" { # want "hcl/azure-encryption-disabled"
  name                                = "app"
  server_id                           = azurerm_mssql_server.db.id
  transparent_data_encryption_enabled = false
}

resource "azurerm_data_lake_store" "lake" { # want "hcl/azure-encryption-disabled"
  name                = "acmelake"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  encryption_state    = "Disabled"
}
