//! Which of eframe's renderers draws the window: OpenGL (glow) or wgpu,
//! chosen by `GAMETREE_RENDERER=glow|wgpu`, else the default below; and
//! whether it waits for vertical sync (`GAMETREE_VSYNC=0` turns it off).

/// The environment variable that picks the renderer.
pub const ENV: &str = "GAMETREE_RENDERER";

/// The renderer named by [`ENV`], or the default; an unknown name is
/// reported on stderr and the default used.
#[must_use]
pub fn choose() -> eframe::Renderer {
    let Some(name) = std::env::var_os(ENV) else {
        return DEFAULT;
    };
    parse(&name.to_string_lossy()).unwrap_or_else(|| {
        eprintln!(
            "warning: {ENV}={} is not a renderer (glow or wgpu); using {DEFAULT}",
            name.to_string_lossy()
        );
        DEFAULT
    })
}

/// The environment variable that turns vertical sync off (`0`).
pub const VSYNC_ENV: &str = "GAMETREE_VSYNC";

/// Whether to wait for vertical sync: on unless [`VSYNC_ENV`] is `0`.
#[must_use]
pub fn vsync() -> bool {
    std::env::var_os(VSYNC_ENV).is_none_or(|value| value != "0")
}

/// The renderer called `name` (`glow`/`gl`/`opengl` or `wgpu`).
#[must_use]
pub fn parse(name: &str) -> Option<eframe::Renderer> {
    match name.trim().to_ascii_lowercase().as_str() {
        "glow" | "gl" | "opengl" => Some(eframe::Renderer::Glow),
        "wgpu" => Some(eframe::Renderer::Wgpu),
        _ => None,
    }
}

/// The renderer used unless [`ENV`] says otherwise.
const DEFAULT: eframe::Renderer = eframe::Renderer::Glow;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_pick_renderers() {
        assert_eq!(parse("glow"), Some(eframe::Renderer::Glow));
        assert_eq!(parse(" OpenGL "), Some(eframe::Renderer::Glow));
        assert_eq!(parse("wgpu"), Some(eframe::Renderer::Wgpu));
        assert_eq!(parse("vulkan"), None);
    }
}
