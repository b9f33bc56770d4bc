resource "azurerm_role_definition" "ops" {
  name  = "ops"
  scope = data.azurerm_subscription.current.id
  permissions {
    actions     = ["*"] # want "hcl/azure-custom-owner-role"
    not_actions = []
  }
  assignable_scopes = [data.azurerm_subscription.current.id]
}
