<?php
class TaskType extends AbstractType
{
    public function configureOptions(OptionsResolver $resolver): void
    {
        $resolver->setDefaults(['data_class' => Task::class, 'csrf_protection' => true]);
    }
}

class VerifyCsrfToken extends Middleware
{
    protected $except = [
        'stripe/webhook',
    ];
}
