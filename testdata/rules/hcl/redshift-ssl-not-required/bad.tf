resource "aws_redshift_parameter_group" "warehouse" { # want "hcl/redshift-ssl-not-required"
  name   = "warehouse"
  family = "redshift-1.0"

  parameter {
    name  = "enable_user_activity_logging"
    value = "true"
  }
}

resource "aws_redshift_parameter_group" "bare" { # want "hcl/redshift-ssl-not-required"
  name   = "bare"
  family = "redshift-1.0"
}
