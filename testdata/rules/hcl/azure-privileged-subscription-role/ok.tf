data "azurerm_subscription" "primary" {}

# The example of the azurerm_role_assignment documentation: a read role on the subscription.
resource "azurerm_role_assignment" "reader" {
  scope                = data.azurerm_subscription.primary.id
  role_definition_name = "Reader"
  principal_id         = data.azurerm_client_config.example.object_id
}

# Owner of one resource group, not of the subscription.
resource "azurerm_role_assignment" "team_owner" {
  scope                = azurerm_resource_group.team.id
  role_definition_name = "Owner"
  principal_id         = azuread_group.team.object_id
}

resource "azurerm_role_assignment" "rg_literal" {
  scope                = "/subscriptions/${var.subscription_id}/resourceGroups/app-rg"
  role_definition_name = "Owner"
  principal_id         = azuread_group.team.object_id
}

# A data-plane role on one storage account.
resource "azurerm_role_assignment" "blob" {
  scope                = azurerm_storage_account.data.id
  role_definition_name = "Storage Blob Data Contributor"
  principal_id         = azurerm_user_assigned_identity.app.principal_id
}

resource "azurerm_role_assignment" "contributor" {
  scope                = data.azurerm_subscription.primary.id
  role_definition_name = "Contributor"
  principal_id         = azuread_service_principal.deployer.object_id
}

# The role comes from the caller.
resource "azurerm_role_assignment" "configured" {
  scope                = data.azurerm_subscription.primary.id
  role_definition_name = var.role
  principal_id         = var.principal_id
}
