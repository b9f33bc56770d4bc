resource "azurerm_role_definition" "ops" { # want "hcl/azure-custom-owner-role"
  name  = "ops"
  scope = data.azurerm_subscription.current.id
  permissions {
    actions     = ["*"]
    not_actions = []
  }
  assignable_scopes = [data.azurerm_subscription.current.id]
}
