resource "azurerm_automation_variable_string" "db_password" {
  name                    = "db-password"
  resource_group_name     = azurerm_resource_group.ops.name
  automation_account_name = azurerm_automation_account.ops.name
  value                   = random_password.db.result
  encrypted               = true
}

resource "azurerm_automation_variable_bool" "maintenance" {
  name                    = "maintenance-mode"
  resource_group_name     = azurerm_resource_group.ops.name
  automation_account_name = azurerm_automation_account.ops.name
  value                   = false
  encrypted               = var.encrypt_variables
}

resource "azurerm_automation_account" "ops" {
  name                = "ops"
  location            = azurerm_resource_group.ops.location
  resource_group_name = azurerm_resource_group.ops.name
  sku_name            = "Basic"
}
