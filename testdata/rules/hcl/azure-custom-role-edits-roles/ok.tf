resource "azurerm_role_definition" "deployer" {
  name        = "app-deployer"
  scope       = data.azurerm_subscription.primary.id
  description = "Deploys the application"

  permissions {
    actions = [
      "Microsoft.Resources/deployments/*",
      "Microsoft.Web/sites/*",
      "Microsoft.Authorization/roleDefinitions/read",
      "Microsoft.Authorization/roleAssignments/read",
    ]
    not_actions = []
  }

  assignable_scopes = [data.azurerm_subscription.primary.id]
}

# a role that may not write role definitions, named in not_actions
resource "azurerm_role_definition" "contributor_like" {
  name  = "contributor-like"
  scope = data.azurerm_subscription.primary.id

  permissions {
    actions     = ["Microsoft.Storage/*"]
    not_actions = ["Microsoft.Authorization/*/Write", "Microsoft.Authorization/*/Delete"]
  }

  assignable_scopes = [data.azurerm_subscription.primary.id]
}
