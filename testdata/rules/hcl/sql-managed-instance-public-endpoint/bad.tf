resource "azurerm_mssql_managed_instance" "mi" { # want "hcl/sql-managed-instance-public-endpoint"
  name                         = "mi"
  resource_group_name          = "rg"
  location                     = "westeurope"
  license_type                 = "BasePrice"
  sku_name                     = "GP_Gen5"
  storage_size_in_gb           = 32
  subnet_id                    = azurerm_subnet.mi.id
  vcores                       = 4
  public_data_endpoint_enabled = true
  minimum_tls_version          = "1.2"
}
