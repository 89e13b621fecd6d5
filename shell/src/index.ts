// The bootstrap boundary (STACK trap 3): shared modules are negotiated before any of them runs.
import('./bootstrap');
