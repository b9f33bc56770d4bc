resource "azurerm_mssql_database" "app" {
  name                                = "app"
  server_id                           = azurerm_mssql_server.db.id
  transparent_data_encryption_enabled = true
}

resource "azurerm_data_lake_store" "lake" {
  name                = "acmelake"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  encryption_state    = "Enabled"
}
