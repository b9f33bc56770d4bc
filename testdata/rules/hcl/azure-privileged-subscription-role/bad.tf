data "azurerm_subscription" "primary" {}

data "azurerm_client_config" "current" {}

resource "azurerm_role_assignment" "ci_owner" { # want "hcl/azure-privileged-subscription-role: azurerm_role_assignment grants a privileged administrator role"
  scope                = data.azurerm_subscription.primary.id
  role_definition_name = "Owner"
  principal_id         = azuread_service_principal.ci.object_id
}

resource "azurerm_role_assignment" "access_admin" { # want "hcl/azure-privileged-subscription-role"
  scope              = "/subscriptions/${var.subscription_id}"
  role_definition_id = "/subscriptions/${var.subscription_id}/providers/Microsoft.Authorization/roleDefinitions/18d7d88d-d35e-4fb5-a5c3-7773c4a72b9d"
  principal_id       = data.azurerm_client_config.current.object_id
}

resource "azurerm_role_assignment" "platform" { # want "hcl/azure-privileged-subscription-role"
  scope                = azurerm_management_group.platform.id
  role_definition_name = "User Access Administrator"
  principal_id         = azuread_group.platform.object_id
}
