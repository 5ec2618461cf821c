// Mantine's whole stylesheet, for every screen but the four with a speed budget (router.tsx,
// lazyScreen): those get only what they show, render-blocking, from main.tsx.
import '@mantine/core/styles.layer.css';
