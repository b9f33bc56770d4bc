resource "azurerm_role_definition" "ops" {
  name  = "ops"
  scope = data.azurerm_subscription.current.id
  permissions {
    actions     = ["Microsoft.Resources/subscriptions/resourceGroups/read", "Microsoft.Compute/virtualMachines/restart/action"]
    not_actions = []
  }
  assignable_scopes = [data.azurerm_subscription.current.id]
}
