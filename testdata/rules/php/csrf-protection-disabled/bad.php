<?php
class TaskType extends AbstractType
{
    public function configureOptions(OptionsResolver $resolver): void
    {
        $resolver->setDefaults(['data_class' => Task::class, 'csrf_protection' => false]); // want "php/csrf-protection-disabled"
    }
}

class VerifyCsrfToken extends Middleware
{
    protected $except = ['*']; // want "php/csrf-protection-disabled"

}
