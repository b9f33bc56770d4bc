resource "azurerm_mssql_server" "db" {
  name                          = "acme-sql"
  resource_group_name           = azurerm_resource_group.app.name
  location                      = azurerm_resource_group.app.location
  version                       = "12.0"
  minimum_tls_version           = "1.2"
  public_network_access_enabled = false
}

resource "azurerm_redis_cache" "sessions" {
  name                          = "acme-sessions"
  location                      = azurerm_resource_group.app.location
  resource_group_name           = azurerm_resource_group.app.name
  capacity                      = 1
  family                        = "C"
  sku_name                      = "Premium"
  public_network_access_enabled = false
}

# A registry whose firewall denies by default answers only the listed networks.
resource "azurerm_container_registry" "acr" {
  name                = "acmeregistry"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  sku                 = "Premium"
  network_rule_set {
    default_action = "Deny"
    ip_rule {
      action   = "Allow"
      ip_range = "203.0.113.0/24"
    }
  }
}

resource "azurerm_cosmosdb_account" "db" {
  name                              = "acme-cosmos"
  location                          = azurerm_resource_group.app.location
  resource_group_name               = azurerm_resource_group.app.name
  offer_type                        = "Standard"
  is_virtual_network_filter_enabled = true
}

# Azure SQL denies every public address until a firewall rule admits one: left at the default, nothing is open
resource "azurerm_mssql_server" "db" {
  name                = "acme-sql"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  version             = "12.0"
  minimum_tls_version = "1.2"
}

resource "azurerm_servicebus_namespace" "bus" {
  name                          = "acme-bus"
  location                      = "westeurope"
  resource_group_name           = "rg"
  sku                           = "Premium"
  public_network_access_enabled = false
}

# a Standard namespace has no private endpoint: public access is its only mode
resource "azurerm_servicebus_namespace" "standard" {
  name                = "acme-bus-std"
  location            = "westeurope"
  resource_group_name = "rg"
  sku                 = "Standard"
}

resource "azurerm_eventhub_namespace" "hub" {
  name                = "acme-hub"
  location            = "westeurope"
  resource_group_name = "rg"
  sku                 = "Standard"
  network_rulesets {
    default_action = "Deny"
  }
}
