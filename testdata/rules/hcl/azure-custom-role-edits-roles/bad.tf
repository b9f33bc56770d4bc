resource "azurerm_role_definition" "deployer" { # want "hcl/azure-custom-role-edits-roles"
  name        = "app-deployer"
  scope       = data.azurerm_subscription.primary.id
  description = "Deploys the application"

  permissions {
    actions = [
      "Microsoft.Resources/deployments/*",
      "Microsoft.Web/sites/*",
      "Microsoft.Authorization/roleDefinitions/write",
    ]
    not_actions = []
  }

  assignable_scopes = [data.azurerm_subscription.primary.id]
}

resource "azurerm_role_definition" "access_admin" { # want "hcl/azure-custom-role-edits-roles"
  name  = "access-admin"
  scope = data.azurerm_subscription.primary.id

  permissions {
    actions = ["Microsoft.Authorization/*", "Microsoft.Support/*"]
  }

  assignable_scopes = [data.azurerm_subscription.primary.id]
}
