// Standalone entry (a remote opened on its own origin); the shell uses the exposed modules.
import('./bootstrap');
