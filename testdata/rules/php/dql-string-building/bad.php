<?php
function byEmail(EntityManagerInterface $em, string $email)
{
    return $em->createQueryBuilder()->select('u')->from(User::class, 'u')
        ->where("u.email = '" . $email . "'") // want "php/dql-string-building"
        ->getQuery()->getResult();
}

function sorted($qb, $column)
{
    return $qb->orderBy("p.$column ASC"); // want "php/dql-string-building"
}
