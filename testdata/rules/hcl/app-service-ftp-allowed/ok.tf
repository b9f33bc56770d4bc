resource "azurerm_app_service" "web" {
  name                = "web"
  app_service_plan_id = azurerm_app_service_plan.main.id
  site_config {
    ftps_state = "Disabled"
  }
}

# the current resources default to Disabled
resource "azurerm_linux_web_app" "web" {
  name            = "web"
  service_plan_id = azurerm_service_plan.main.id
  site_config {}
}
