resource "azurerm_container_registry_webhook" "deploy" {
  name                = "deployhook"
  resource_group_name = azurerm_resource_group.ci.name
  registry_name       = azurerm_container_registry.ci.name
  location            = azurerm_resource_group.ci.location
  service_uri         = "https://deploy.example.com/hooks/acr"
  status              = "enabled"
  scope               = "app:*"
  actions             = ["push"]
}

resource "azurerm_container_registry_webhook" "module" {
  name                = var.name
  resource_group_name = var.resource_group_name
  registry_name       = var.registry_name
  location            = var.location
  service_uri         = var.service_uri
  actions             = ["push"]
}

# an http:// URL in another resource is not a registry webhook
resource "azurerm_monitor_action_group" "ops" {
  name                = "ops"
  resource_group_name = "rg-ops"
  short_name          = "ops"

  webhook_receiver {
    name        = "pager"
    service_uri = "https://pager.example.com/alert"
  }
}
