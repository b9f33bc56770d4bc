resource "azurerm_postgresql_configuration" "checkpoints" { # want "hcl/azure-postgres-logging-off"
  name                = "log_checkpoints"
  resource_group_name = azurerm_resource_group.app.name
  server_name         = azurerm_postgresql_server.pg.name
  value               = "off"
}

resource "azurerm_postgresql_configuration" "retention" { # want "hcl/azure-postgres-logging-off"
  name                = "log_retention"
  resource_group_name = azurerm_resource_group.app.name
  server_name         = azurerm_postgresql_server.pg.name
  value               = "OFF"
}
