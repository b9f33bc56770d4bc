resource "azurerm_automation_variable_string" "db_password" { # want "hcl/azure-automation-variable-unencrypted"
  name                    = "db-password"
  resource_group_name     = azurerm_resource_group.ops.name
  automation_account_name = azurerm_automation_account.ops.name
  value                   = random_password.db.result
}

resource "azurerm_automation_variable_object" "settings" { # want "hcl/azure-automation-variable-unencrypted"
  name                    = "settings"
  resource_group_name     = azurerm_resource_group.ops.name
  automation_account_name = azurerm_automation_account.ops.name
  value                   = jsonencode({ endpoint = azurerm_storage_account.ops.primary_blob_endpoint })
  encrypted               = false
}
