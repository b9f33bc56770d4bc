resource "aws_redshift_parameter_group" "warehouse" {
  name   = "warehouse"
  family = "redshift-1.0"

  parameter {
    name  = "require_ssl"
    value = "true"
  }

  parameter {
    name  = "enable_user_activity_logging"
    value = "true"
  }
}

resource "aws_redshift_parameter_group" "from_map" {
  name   = "from-map"
  family = "redshift-1.0"

  dynamic "parameter" {
    for_each = var.parameters
    content {
      name  = parameter.key
      value = parameter.value
    }
  }
}
