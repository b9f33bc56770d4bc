package example;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;

public class Validation implements ConstraintValidator<ValidName, String> {
    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
        if (value == null || value.matches("[a-z]+")) {
            return true;
        }
        context.disableDefaultConstraintViolation();
        context.buildConstraintViolationWithTemplate("Invalid name: " + value).addConstraintViolation(); // want "java/code-injection: buildConstraintViolationWithTemplate evaluates"
        return false;
    }
}
