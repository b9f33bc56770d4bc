resource "azurerm_container_registry_webhook" "deploy" { # want "hcl/azure-registry-webhook-plain-http"
  name                = "deployhook"
  resource_group_name = azurerm_resource_group.ci.name
  registry_name       = azurerm_container_registry.ci.name
  location            = azurerm_resource_group.ci.location
  service_uri         = "http://deploy.example.com/hooks/acr"
  status              = "enabled"
  scope               = "app:*"
  actions             = ["push"]
  custom_headers = {
    Authorization = "Bearer ${var.deploy_token}"
  }
}
