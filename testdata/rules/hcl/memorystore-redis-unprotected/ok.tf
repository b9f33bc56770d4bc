resource "google_redis_instance" "cache" {
  name                    = "cache"
  memory_size_gb          = 1
  auth_enabled            = true
  transit_encryption_mode = "SERVER_AUTHENTICATION"
}

resource "azurerm_linux_web_app" "public_site" {
  name                = "public-site"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  service_plan_id     = azurerm_service_plan.plan.id
  site_config {}
  auth_settings_v2 {
    auth_enabled = false
  }
}
